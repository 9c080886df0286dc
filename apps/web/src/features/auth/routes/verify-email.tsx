// Placeholder until the auth screens land (replaced by the auth-screens work).
export default function VerifyEmailPage() {
  return <h1>VerifyEmail</h1>;
}
