import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonButtons as Wrapper } from '@ionic/react';
import { IonButtons as Element, defineCustomElement } from '@ionic/core/components/ion-buttons.js';

/** `<ion-buttons>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonButtons = /*@__PURE__*/ createComponent({
  tagName: 'ion-buttons',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
