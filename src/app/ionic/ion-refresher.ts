import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonRefresher as Wrapper } from '@ionic/react';
import { IonRefresher as Element, defineCustomElement } from '@ionic/core/components/ion-refresher.js';

/** `<ion-refresher>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonRefresher = /*@__PURE__*/ createComponent({
  tagName: 'ion-refresher',
  elementClass: Element,
  react: React,
  events: {
    onIonRefresh: 'ionRefresh',
    onIonPull: 'ionPull',
    onIonStart: 'ionStart',
    onIonPullStart: 'ionPullStart',
    onIonPullEnd: 'ionPullEnd'
  },
  defineCustomElement,
}) as unknown as typeof Wrapper;
