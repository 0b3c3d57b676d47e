import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonMenuButton as Wrapper } from '@ionic/react';
import { IonMenuButton as Element, defineCustomElement } from '@ionic/core/components/ion-menu-button.js';

/** `<ion-menu-button>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonMenuButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu-button',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
