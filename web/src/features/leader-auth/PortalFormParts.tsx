import { TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '../../components/form-fields';

type Field = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The account fields both of the portal's registrations start with (`field` of lib/schema-form.ts for each). */
export function AccountFields({ email, password, fullName }: { email: Field; password: Field; fullName: Field }) {
  return (
    <>
      <TextField label="Email" type="email" autoComplete="email" {...email} />
      <TextField label="Password" type="password" autoComplete="new-password" hint="At least 6 characters" {...password} />
      <TextField label="Full name" autoComplete="name" {...fullName} />
    </>
  );
}

/** The amber notice that an administrator approves the account before it gets in. */
export function ApprovalNotice({ children }: { children: ReactNode }) {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
