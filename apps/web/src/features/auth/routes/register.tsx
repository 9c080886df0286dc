// Placeholder until the auth screens land (replaced by the auth-screens work).
export default function RegisterPage() {
  return <h1>Register</h1>;
}
