// Placeholder until the auth screens land (replaced by the auth-screens work).
export default function ResetPasswordPage() {
  return <h1>ResetPassword</h1>;
}
