import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonToolbar as Wrapper } from '@ionic/react';
import { IonToolbar as Element, defineCustomElement } from '@ionic/core/components/ion-toolbar.js';

/** `<ion-toolbar>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonToolbar = /*@__PURE__*/ createComponent({
  tagName: 'ion-toolbar',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
