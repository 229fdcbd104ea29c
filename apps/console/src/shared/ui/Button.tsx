import type { ComponentProps } from 'react';

type ButtonProps = ComponentProps<'button'> & { variant?: 'primary' | 'secondary' };

const VARIANTS = {
  primary: 'bg-blue-800 text-white hover:bg-blue-900',
  secondary: 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-100',
};

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center rounded px-4 py-2 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-blue-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
