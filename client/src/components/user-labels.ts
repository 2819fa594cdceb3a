interface NamedUser {
  firstname: string;
  lastname: string;
  email: string;
}

/** F§2 profile card: the full name, else the e-mail, else "User". */
export function displayNameOf(user: NamedUser | null): string {
  const fullName = `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim();
  return fullName || user?.email || 'User';
}

const ROLE_LABELS: Record<string, string> = {
  student: 'Student',
  hr: 'HR',
  office: 'Office',
  admin: 'Admin',
};

export function roleLabelOf(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
