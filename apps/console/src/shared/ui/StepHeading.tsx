import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step that has just appeared in place of another: it takes focus, so a screen
 * reader reads the new step and Tab continues from there.
 */
export function StepHeading({
  children,
  level = 2,
  id,
}: {
  children: ReactNode;
  level?: 1 | 2;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} id={id} tabIndex={-1} className="font-bold text-xl focus:outline-none">
      {children}
    </Tag>
  );
}
