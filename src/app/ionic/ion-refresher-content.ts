import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonRefresherContent as Wrapper } from '@ionic/react';
import { IonRefresherContent as Element, defineCustomElement } from '@ionic/core/components/ion-refresher-content.js';

/** `<ion-refresher-content>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonRefresherContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-refresher-content',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
