export default function HomePage() {
  return <main>Inicio</main>;
}
