import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonLabel as Wrapper } from '@ionic/react';
import { IonLabel as Element, defineCustomElement } from '@ionic/core/components/ion-label.js';

/** `<ion-label>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonLabel = /*@__PURE__*/ createComponent({
  tagName: 'ion-label',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
