import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonFooter as Wrapper } from '@ionic/react';
import { IonFooter as Element, defineCustomElement } from '@ionic/core/components/ion-footer.js';

/** `<ion-footer>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonFooter = /*@__PURE__*/ createComponent({
  tagName: 'ion-footer',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
