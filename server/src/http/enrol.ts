import { enrolTarget } from '@app/core'
import { Router } from 'express'

/**
 * GET /enroll/{slug} (docs/product.md#pages-and-routes): a 302 to where enrolling in that programme happens, as core's
 * enrolTarget says (the form with the course preselected, the form, or /contact for a
 * consultation). An unknown slug falls through to the not-found page. The slug is matched in any
 * case, like the pages; the target is always canonical.
 */
export function enrolRoutes(): Router {
  const router = Router()
  router.get('/enroll/:slug', (req, res, next) => {
    const target = enrolTarget(req.params.slug.toLowerCase())
    if (target === undefined) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.redirect(302, target)
  })
  return router
}
