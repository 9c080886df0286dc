// Placeholder until the auth screens land (replaced by the auth-screens work).
export default function LoginPage() {
  return <h1>Login</h1>;
}
