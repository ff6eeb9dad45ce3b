import type { ComponentType } from 'react';
import { type Requirement, type RequirementName, requirement } from './abilities';
import { WIDGET_SETTING_VALUE_MAX, type WidgetId } from './dashboard';

/** Width and height in grid units (columns of the widest breakpoint, rows). */
export interface WidgetSize {
  w: number;
  h: number;
}

/**
 * One setting a widget reads, declared as data so the dashboard draws its settings form. A `symbol` setting
 * is what link groups share: widgets in one group follow the symbol picked in any of them.
 */
export type WidgetSetting =
  | { key: string; label: string; kind: 'symbol'; default: string }
  /** Free text the widget itself sets (e.g. the id of a saved flow filter); not shown in the settings form. */
  | { key: string; label: string; kind: 'text'; default: string }
  | {
      key: string;
      label: string;
      kind: 'choice';
      choices: ReadonlyArray<{ value: string; label: string }>;
      default: string;
    };

/** What the dashboard hands a widget. */
export interface WidgetProps {
  /** The widget's settings, every declared key filled (saved value or default; the link group's symbol). */
  settings: Readonly<Record<string, string>>;
  /** Changes one setting and saves it with the layout; a `symbol` setting of a linked widget moves the group. */
  setSetting: (key: string, value: string) => void;
}

export type WidgetModule = { default: ComponentType<WidgetProps> };

/** A widget declares itself in one descriptor beside its code (`features/<url-segment>/widget.ts`). */
export interface WidgetDescriptor {
  id: WidgetId;
  title: string;
  /** One line for the "Add widget" list. */
  description: string;
  defaultSize: WidgetSize;
  minSize: WidgetSize;
  /** The named requirement to see it (the same names pages use). */
  requires: RequirementName;
  settings?: readonly WidgetSetting[];
  /** The page that shows more (the widget's header links to it). */
  page?: string;
  /** The widget's module, loaded when the widget first scrolls into view. */
  load: () => Promise<WidgetModule>;
}

/** A widget as plain data (no loader): recorded in the registry, so a dashboard can name it while its remote is down. */
export interface WidgetSurface extends Omit<WidgetDescriptor, 'load' | 'requires' | 'settings'> {
  remote: string;
  requires: Requirement;
  settings: readonly WidgetSetting[];
}

export interface RemoteWidget extends WidgetSurface {
  load: () => Promise<WidgetModule>;
}

/** Types a widget descriptor (identity at run time). */
export function defineWidget<const T extends WidgetDescriptor>(widget: T): T {
  return widget;
}

/** A widget's plain surface. */
export function widgetSurfaceOf(remote: string, widget: WidgetDescriptor): WidgetSurface {
  const { load: _load, requires, settings, ...rest } = widget;
  return { ...rest, remote, requires: requirement(requires), settings: settings ?? [] };
}

/**
 * The settings a widget renders with: every declared key, from the saved value when it is one the
 * declaration allows (a choice among its choices, a symbol of 1–10 letters), else the default.
 */
export function widgetSettings(
  declared: readonly WidgetSetting[],
  saved: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const setting of declared) {
    const value = saved?.[setting.key];
    const valid =
      value !== undefined &&
      (setting.kind === 'symbol'
        ? /^[A-Z][A-Z0-9.]{0,9}$/.test(value)
        : setting.kind === 'text'
          ? value.length <= WIDGET_SETTING_VALUE_MAX
          : setting.choices.some((choice) => choice.value === value));
    out[setting.key] = valid ? value : setting.default;
  }
  return out;
}
