import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonSearchbar as Wrapper } from '@ionic/react';
import { IonSearchbar as Element, defineCustomElement } from '@ionic/core/components/ion-searchbar.js';

/** `<ion-searchbar>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonSearchbar = /*@__PURE__*/ createComponent({
  tagName: 'ion-searchbar',
  elementClass: Element,
  react: React,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonClear: 'ionClear',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus'
  },
  defineCustomElement,
}) as unknown as typeof Wrapper;
