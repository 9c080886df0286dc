import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useAuthStore } from '@/lib/auth-store';

export default function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile" subtitle="Your account at a glance" />
      <Card className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
        <Avatar name={user.name} src={user.profileImage} size="xl" />
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-600">Full name</dt>
            <dd className="text-lg font-semibold wrap-anywhere text-slate-900">{user.name}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Role</dt>
            <dd>
              <Badge variant="info">{user.role}</Badge>
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">Email</dt>
            <dd className="wrap-anywhere text-slate-900">{user.email}</dd>
            <dd className="text-sm text-slate-600">Email cannot be changed for security reasons</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
