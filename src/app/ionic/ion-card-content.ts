import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonCardContent as Wrapper } from '@ionic/react';
import { IonCardContent as Element, defineCustomElement } from '@ionic/core/components/ion-card-content.js';

/** `<ion-card-content>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonCardContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-content',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
