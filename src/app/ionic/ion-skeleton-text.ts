import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonSkeletonText as Wrapper } from '@ionic/react';
import { IonSkeletonText as Element, defineCustomElement } from '@ionic/core/components/ion-skeleton-text.js';

/** `<ion-skeleton-text>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonSkeletonText = /*@__PURE__*/ createComponent({
  tagName: 'ion-skeleton-text',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
