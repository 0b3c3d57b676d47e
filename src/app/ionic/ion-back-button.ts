import React, { useContext, type ComponentProps, type MouseEvent } from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import { NavContext, type IonBackButton as Wrapper } from '@ionic/react';
import { IonBackButton as Element, defineCustomElement } from '@ionic/core/components/ion-back-button.js';

const BackButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-back-button',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
});

/**
 * `<ion-back-button>` as @ionic/react wraps it (back through the router's history, or to `defaultHref`), in a
 * module of its own: taken from @ionic/react, it and its element were in the sign-in page's download.
 */
export function IonBackButton(props: ComponentProps<typeof Wrapper>) {
  const nav = useContext(NavContext);
  const { defaultHref, routerAnimation } = props;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Inside an ion-nav the element goes back by itself.
    if (event.target instanceof HTMLElement && event.target.closest('ion-nav') !== null) return;
    if (nav.hasIonicRouter()) {
      event.stopPropagation();
      nav.goBack(defaultHref, routerAnimation);
    } else if (defaultHref !== undefined) {
      window.location.href = defaultHref;
    }
  };
  return React.createElement(BackButton, { onClick, ...(props as ComponentProps<typeof BackButton>) });
}
