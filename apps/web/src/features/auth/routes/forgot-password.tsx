// Placeholder until the auth screens land (replaced by the auth-screens work).
export default function ForgotPasswordPage() {
  return <h1>ForgotPassword</h1>;
}
