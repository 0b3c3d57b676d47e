import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonMenu as Wrapper } from '@ionic/react';
import { IonMenu as Element, defineCustomElement } from '@ionic/core/components/ion-menu.js';

/** `<ion-menu>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonMenu = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu',
  elementClass: Element,
  react: React,
  events: {
    onIonWillOpen: 'ionWillOpen',
    onIonWillClose: 'ionWillClose',
    onIonDidOpen: 'ionDidOpen',
    onIonDidClose: 'ionDidClose'
  },
  defineCustomElement,
}) as unknown as typeof Wrapper;
