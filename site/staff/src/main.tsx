import { LinkProvider } from '@app/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { RouterLink } from './router'
import './staff.css'

const root = document.getElementById('staff')
if (!root) throw new Error('The staff page has no #staff element')
createRoot(root).render(
  <StrictMode>
    <LinkProvider component={RouterLink}>
      <App />
    </LinkProvider>
  </StrictMode>,
)
