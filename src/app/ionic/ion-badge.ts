import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonBadge as Wrapper } from '@ionic/react';
import { IonBadge as Element, defineCustomElement } from '@ionic/core/components/ion-badge.js';

/** `<ion-badge>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonBadge = /*@__PURE__*/ createComponent({
  tagName: 'ion-badge',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
