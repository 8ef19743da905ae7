/**
 * Client-side navigation to a built href, for views that take `onNavigate(href)`.
 */
import { useNavigate } from '@tanstack/react-router'

export const useNavigateHref = (): ((href: string) => void) => {
  const navigate = useNavigate()
  return (href: string) => {
    void navigate({ href })
  }
}
