import type { RouterData } from '@latchkey/controllers'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import * as Siwx from '@latchkey/controllers/siwx'
import { Suspense, useEffect, useRef } from 'react'
import { Header } from '../components/Header/Header'
import { Spinner } from '../components/Spinner/Spinner'
import { useT } from '../i18n'
import { VIEW_COMPONENTS } from '../views/registry'
import { ViewBody } from '../views/shared/ViewBody'
import { viewTitle } from '../views/viewTitles'
import { useControllers } from './ControllersContext'
import { useControllerState } from './controllerState'

/** The header and the current view of the router's stack, animated on change. */
export function ViewRouter({ titleId }: { titleId: string }) {
  const ctx = useControllers()
  const t = useT()
  const router = useControllerState(Router.state(ctx))
  // isCloseBlocked() reads the sign-in state: re-render when it changes.
  useControllerState(Siwx.state(ctx))
  const titleRef = useRef<HTMLHeadingElement>(null)
  const shown = useRef(false)
  const View = VIEW_COMPONENTS[router.view]
  // The router keeps data by reference (valtio ref), so the snapshot holds the object pushed.
  const data = router.data as RouterData | undefined

  // After a view change focus goes to the new title, so screen readers announce where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on view changes only
  useEffect(() => {
    if (shown.current) titleRef.current?.focus()
    shown.current = true
  }, [router.view, router.history.length])

  return (
    <>
      <Header
        title={viewTitle(router.view, data, t, { isMobile: ctx.environment.isMobile })}
        titleId={titleId}
        titleRef={titleRef}
        onBack={router.history.length > 1 ? () => Router.goBack(ctx) : undefined}
        onClose={() => Modal.close(ctx)}
        closeDisabled={Siwx.isCloseBlocked(ctx)}
      />
      <div className="lk-view" key={`${router.view}:${router.history.length}`}>
        <Suspense
          fallback={
            <ViewBody centered busy>
              <Spinner />
            </ViewBody>
          }
        >
          <View data={data} />
        </Suspense>
      </div>
    </>
  )
}
