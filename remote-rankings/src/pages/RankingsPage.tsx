export default function RankingsPage() {
  return <h1>NIRF Rankings</h1>;
}
