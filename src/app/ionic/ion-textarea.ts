import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonTextarea as Wrapper } from '@ionic/react';
import { IonTextarea as Element, defineCustomElement } from '@ionic/core/components/ion-textarea.js';

/** `<ion-textarea>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonTextarea = /*@__PURE__*/ createComponent({
  tagName: 'ion-textarea',
  elementClass: Element,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonInput: 'ionInput',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus'
  },
  defineCustomElement,
}) as unknown as typeof Wrapper;
