export type RegistrationStep = 'FIRST' | 'OTP' | 'SECOND' | 'SUCCESS' | 'AUTO_LOGIN';

export interface StepContext {
  template: 'light' | 'full';
  /** The one-time code applies: the brand has it on and a phone is being registered. */
  otp: boolean;
}

/**
 * The step after a completed one (000 §2): full template FIRST → SECOND → OTP (when on); light
 * template FIRST → OTP (when on). `null` means: register now.
 */
export function nextStep(step: RegistrationStep, ctx: StepContext): RegistrationStep | null {
  if (step === 'FIRST') {
    if (ctx.template === 'full') return 'SECOND';
    return ctx.otp ? 'OTP' : null;
  }
  if (step === 'SECOND') return ctx.otp ? 'OTP' : null;
  return null;
}

/**
 * Back goes one step (000 §2): from the code step to SECOND in the full template, else to FIRST;
 * from SECOND to FIRST. `null`: back leaves the screen (first step) or is not offered
 * (success and auto-login).
 */
export function previousStep(step: RegistrationStep, ctx: StepContext): RegistrationStep | null {
  if (step === 'OTP') return ctx.template === 'full' ? 'SECOND' : 'FIRST';
  if (step === 'SECOND') return 'FIRST';
  return null;
}
