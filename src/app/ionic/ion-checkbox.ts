import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonCheckbox as Wrapper } from '@ionic/react';
import { IonCheckbox as Element, defineCustomElement } from '@ionic/core/components/ion-checkbox.js';

/** `<ion-checkbox>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonCheckbox = /*@__PURE__*/ createComponent({
  tagName: 'ion-checkbox',
  elementClass: Element,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur'
  },
  defineCustomElement,
}) as unknown as typeof Wrapper;
