import { cn } from '@/components/ui/cn';

/**
 * A person as staff read them (issue 25 §1): the name first, the e-mail second and smaller; just
 * the e-mail when there is no name (customerNombre falls back to it).
 */
export function PersonName({ nombre, email, className }: { nombre: string; email: string; className?: string }) {
  return (
    <span className={cn('flex min-w-0 flex-col', className)}>
      <bdi className="break-words">{nombre}</bdi>
      {email !== nombre ? <span className="text-xs font-normal break-all text-muted-foreground">{email}</span> : null}
    </span>
  );
}
