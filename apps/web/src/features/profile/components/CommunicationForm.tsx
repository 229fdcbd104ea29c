import type { Profile } from '@croupier/contract/profile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/forms/fields.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastApiError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useUpdateSubscription } from '../api/update-subscription.ts';

type Channels = Pick<Profile, 'communicationEmail' | 'communicationSMS' | 'communicationCall'>;

const CHANNELS = [
  ['communicationEmail', 'profile.communication.email'],
  ['communicationSMS', 'profile.communication.sms'],
  ['communicationCall', 'profile.communication.call'],
] as const;

/** Communication preferences (000 §3): e-mail, SMS, call, saved with `PUT …/subscription`. */
export function CommunicationForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const updateSubscription = useUpdateSubscription(profile.uuid);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<Channels>({
    defaultValues: {
      communicationEmail: profile.communicationEmail,
      communicationSMS: profile.communicationSMS,
      communicationCall: profile.communicationCall,
    },
  });
  const onSubmit = async (values: Channels) => {
    try {
      await updateSubscription.mutateAsync(values);
      reset(values);
      toastSuccess(t('profile.communication.saved'));
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-muted text-sm">{t('profile.communication.text')}</legend>
        {CHANNELS.map(([name, label]) => (
          <CheckboxField key={name} label={t(label)} {...register(name)} />
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
