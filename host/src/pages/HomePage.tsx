export default function HomePage() {
  return <h1>Engineering Admissions Guide</h1>;
}
