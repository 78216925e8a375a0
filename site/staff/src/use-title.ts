import { brand, staffPageText } from '@app/core'
import { useEffect } from 'react'

/** The page's title in the tab: "Team · Staff area · Northlight …". */
export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${staffPageText.areaName} · ${brand.name}`
  }, [title])
}
