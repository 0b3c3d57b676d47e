import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonListHeader as Wrapper } from '@ionic/react';
import { IonListHeader as Element, defineCustomElement } from '@ionic/core/components/ion-list-header.js';

/** `<ion-list-header>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonListHeader = /*@__PURE__*/ createComponent({
  tagName: 'ion-list-header',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
