import type { AgeingBucket, OverviewFilter, OverviewReport } from './api';

// The four selects' state, as the Select components hold it (string ids or null).
export type OverviewSelection = {
  superCategoryId: string | null;
  categoryId: string | null;
  brandId: string | null;
  modelId: string | null;
};
export type OverviewLevel = keyof OverviewSelection;

export const levels: OverviewLevel[] = ['superCategoryId', 'categoryId', 'brandId', 'modelId'];
export const noSelection: OverviewSelection = {
  superCategoryId: null,
  categoryId: null,
  brandId: null,
  modelId: null,
};

/** Choosing at one level clears every level below it: the lower choices depended on it. */
export function choose(
  selection: OverviewSelection,
  level: OverviewLevel,
  value: string | null,
): OverviewSelection {
  const index = levels.indexOf(level);
  const next = { ...selection, [level]: value };
  for (const lower of levels.slice(index + 1)) next[lower] = null;
  return next;
}

export function toFilter(selection: OverviewSelection): OverviewFilter {
  const filter: OverviewFilter = {};
  for (const level of levels) {
    const value = selection[level];
    if (value) filter[level] = Number(value);
  }
  return filter;
}

/** 'Others › Not Known › NOT KNOWN': the names of what the report covers. */
export function breadcrumb(report: OverviewReport): string[] {
  return [report.superCategoryName, report.categoryName, report.brandName, report.modelName].filter(
    (name): name is string => Boolean(name),
  );
}

/** The chart's points: quantity bars and value line per age bucket; negatives show as 0. */
export function chartPoints(report: AgeingBucket[]) {
  return report.map((b) => ({
    bucket: b.bucket,
    quantity: Math.max(0, b.quantity),
    value: Math.max(0, b.value),
  }));
}
export type ChartPoint = ReturnType<typeof chartPoints>[number];
