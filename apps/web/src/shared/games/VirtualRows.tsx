import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';
import type { RenderRow } from './grid.ts';

/** Only the rows near the viewport (and three more each way), virtualized against the window. */
export default function VirtualRows({
  listRef,
  rowCount,
  rowHeight,
  renderRow,
}: {
  listRef: React.RefObject<HTMLElement | null>;
  rowCount: number;
  rowHeight: number;
  renderRow: RenderRow;
}) {
  // Where the list starts in the page: the window scrolls, not the list.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY;
    setScrollMargin((prev) => (Math.abs(prev - top) > 1 ? top : prev));
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin,
  });
  // Rows are estimated, never measured: a new height (the width changed) needs a new layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowHeight is the trigger, not an input
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return <>{virtualizer.getVirtualItems().map((row) => renderRow(row.index, row.start - scrollMargin))}</>;
}
