import { lazy } from 'react';

/**
 * A request's detail (WtbDetailContent) fetched when it is about to open, not with the board:
 * its report menu, share button and matches are code no card needs to be drawn or adopted
 * (docs/performance.md, Lighthouse, /wtb). Cards start loading it as the pointer or focus
 * reaches them.
 */
export const loadWtbDetail = () => import('./wtb-detail-content');

export const LazyWtbDetailContent = lazy(() =>
  loadWtbDetail().then((module) => ({ default: module.WtbDetailContent })),
);
