import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonItemSliding as Wrapper } from '@ionic/react';
import { IonItemSliding as Element, defineCustomElement } from '@ionic/core/components/ion-item-sliding.js';

/** `<ion-item-sliding>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonItemSliding = /*@__PURE__*/ createComponent({
  tagName: 'ion-item-sliding',
  elementClass: Element,
  react: React,
  events: { onIonDrag: 'ionDrag' },
  defineCustomElement,
}) as unknown as typeof Wrapper;
