import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonHeader as Wrapper } from '@ionic/react';
import { IonHeader as Element, defineCustomElement } from '@ionic/core/components/ion-header.js';

/** `<ion-header>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonHeader = /*@__PURE__*/ createComponent({
  tagName: 'ion-header',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
