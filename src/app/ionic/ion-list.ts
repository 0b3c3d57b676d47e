import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonList as Wrapper } from '@ionic/react';
import { IonList as Element, defineCustomElement } from '@ionic/core/components/ion-list.js';

/** `<ion-list>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonList = /*@__PURE__*/ createComponent({
  tagName: 'ion-list',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
