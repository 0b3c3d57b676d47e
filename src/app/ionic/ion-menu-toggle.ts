import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonMenuToggle as Wrapper } from '@ionic/react';
import { IonMenuToggle as Element, defineCustomElement } from '@ionic/core/components/ion-menu-toggle.js';

/** `<ion-menu-toggle>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonMenuToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu-toggle',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
