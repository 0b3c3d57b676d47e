import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonItemOptions as Wrapper } from '@ionic/react';
import { IonItemOptions as Element, defineCustomElement } from '@ionic/core/components/ion-item-options.js';

/** `<ion-item-options>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonItemOptions = /*@__PURE__*/ createComponent({
  tagName: 'ion-item-options',
  elementClass: Element,
  react: React,
  events: { onIonSwipe: 'ionSwipe' },
  defineCustomElement,
}) as unknown as typeof Wrapper;
