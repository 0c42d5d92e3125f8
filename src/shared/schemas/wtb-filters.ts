import { z } from 'zod';
import { BRAND_MAX, WTB_SIZE_MAX } from '@/shared/constants';
import { DEFAULT_WTB_SORT, WTB_SORTS } from '@/shared/wtb-sorts';
import { pageQuerySchema, searchTermSchema } from './pagination';
import * as param from './query-params';

// The WTB board's filters and sorts (GET /api/wtb-listings), with the same names in the page URL
// (/wtb?brand=Nike&size=10&sort=budget_desc). Rules and messages: docs/product.md, API.

export type { WtbSort } from '@/shared/wtb-sorts';

/** The filter parameters; brand and size may be repeated. */
export const WTB_FILTER_PARAMS = ['brand', 'size', 'minBudget', 'maxBudget', 'q'] as const;
export const REPEATABLE_WTB_PARAMS = ['brand', 'size'] as const;

const filterFields = {
  /** Title or brand contains the text (ignoring case). */
  q: searchTermSchema,
  /** Exact brand after normalisation (case, accents, spacing ignored). */
  brand: param.repeatable(param.shortText('brand', BRAND_MAX)),
  /** Trimmed and lower-cased: sizes compare ignoring case. */
  size: param.repeatable(param.shortText('size', WTB_SIZE_MAX).toLowerCase()),
  /** Bounds on the request's maximum budget, inclusive. */
  minBudget: param.dollarBound('minBudget'),
  maxBudget: param.dollarBound('maxBudget'),
};

/** The filters alone, as the client reads them from the page URL. */
export const wtbFiltersSchema = param.boundsInOrder(
  z.object(filterFields),
  'minBudget',
  'maxBudget',
);
/** The parsed filters: lists for the repeatable ones (empty = no filter), budgets as "25.00". */
export type WtbFilters = z.output<typeof wtbFiltersSchema>;
export type WtbFiltersInput = z.input<typeof wtbFiltersSchema>;

/** GET /api/wtb-listings: a page of open requests, filtered and sorted. */
export const wtbQuerySchema = param.boundsInOrder(
  pageQuerySchema.extend(filterFields).extend({
    sort: param.givenOnce('sort', param.oneOf('sort', WTB_SORTS).default(DEFAULT_WTB_SORT)),
  }),
  'minBudget',
  'maxBudget',
);
export type WtbQuery = z.output<typeof wtbQuerySchema>;
