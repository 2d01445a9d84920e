'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNotification } from '@/components/notifications/notification-provider';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveAdminUser } from '@/lib/api-client/admin-users';
import { applyFieldErrors } from '@/lib/api-client/field-errors';
import { useRouter } from '@/lib/i18n/navigation';
import type { StaffUserDto } from '@/lib/data/admin/users';
import {
  MIN_PASSWORD_LENGTH,
  STAFF_ROLES,
  type StaffUserUpdateInput,
  staffUserCreateInput,
  staffUserUpdateInput,
} from '@/lib/validation/admin/users';
import { useAdminSession } from '@/lib/session/admin-session';
import { FormDialog } from '../form-dialog';
import { RolePermissions } from './role-permissions';

type UserFormValues = { nombre: string; email: string; password: string; rol: (typeof STAFF_ROLES)[number] };
const FIELDS = ['nombre', 'email', 'password', 'rol'] as const;

export type UserFormDialogProps = {
  /** Editing this user; creating when absent. */
  user?: StaffUserDto;
  onClose: () => void;
  saveErrorText: (error: unknown, fallback: string) => string;
};

/** Spec 2 §5: name and e-mail required; password required on create, blank on edit = unchanged. */
export function UserFormDialog({ user, onClose, saveErrorText }: UserFormDialogProps) {
  const t = useTranslations('AdminUsers');
  const tr = useTranslations('Admin.roles');
  const notify = useNotification();
  const save = useSaveAdminUser();
  const { user: me, logout } = useAdminSession();
  const router = useRouter();
  const schema = user ? staffUserUpdateInput : staffUserCreateInput;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues, unknown, StaffUserUpdateInput>({
    // Both schemas read the same fields; the create one only insists on the password.
    resolver: zodResolver(schema) as Resolver<UserFormValues, unknown, StaffUserUpdateInput>,
    defaultValues: { nombre: user?.nombre ?? '', email: user?.email ?? '', password: '', rol: user?.rol ?? 'VENDEDOR' },
  });
  const rol = useWatch({ control, name: 'rol' });

  const onSubmit = handleSubmit((input) => {
    const request = user ? { id: user.id, input } : { input: { ...input, password: input.password ?? '' } };
    save.mutate(request, {
      onSuccess: () => {
        notify.success(user ? t('updated') : t('created'));
        onClose();
        // A new password or role ends every session of that user, this one too when it is mine.
        if (user && user.id === me?.id && (input.password || input.rol !== user.rol)) {
          notify.info(t('ownSessionsEnded'));
          logout();
          router.replace('/admin/login');
        }
      },
      onError: (error) => {
        notify.error(saveErrorText(error, t('saveError')));
        applyFieldErrors(error, setError, FIELDS);
      },
    });
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user ? t('editTitle') : t('createTitle')}
      onSubmit={onSubmit}
      isPending={save.isPending}
    >
      <Field label={t('fields.name')} error={errors.nombre?.message} required>
        <Input autoComplete="off" {...register('nombre')} />
      </Field>
      <Field label={t('fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="off" inputMode="email" autoCapitalize="none" spellCheck={false} {...register('email')} />
      </Field>
      <Field
        label={t('fields.password')}
        error={errors.password?.message}
        required={!user}
        hint={user ? t('fields.passwordHintEdit') : t('fields.passwordHintCreate', { min: MIN_PASSWORD_LENGTH })}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={t('fields.role')} error={errors.rol?.message} required>
        <Select {...register('rol')}>
          {STAFF_ROLES.map((rol) => (
            <option key={rol} value={rol}>
              {tr(rol)}
            </option>
          ))}
        </Select>
      </Field>
      <RolePermissions rol={rol === 'ADMIN' ? 'ADMIN' : 'VENDEDOR'} />
    </FormDialog>
  );
}
