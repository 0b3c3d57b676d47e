import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonToggle as Wrapper } from '@ionic/react';
import { IonToggle as Element, defineCustomElement } from '@ionic/core/components/ion-toggle.js';

/** `<ion-toggle>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-toggle',
  elementClass: Element,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur'
  },
  defineCustomElement,
}) as unknown as typeof Wrapper;
