import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonSelect as Wrapper } from '@ionic/react';
import { IonSelect as Element, defineCustomElement } from '@ionic/core/components/ion-select.js';

/** `<ion-select>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonSelect = /*@__PURE__*/ createComponent({
  tagName: 'ion-select',
  elementClass: Element,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonDismiss: 'ionDismiss',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur'
  },
  defineCustomElement,
}) as unknown as typeof Wrapper;
