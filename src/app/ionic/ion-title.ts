import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonTitle as Wrapper } from '@ionic/react';
import { IonTitle as Element, defineCustomElement } from '@ionic/core/components/ion-title.js';

/** `<ion-title>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonTitle = /*@__PURE__*/ createComponent({
  tagName: 'ion-title',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
