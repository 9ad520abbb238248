export const metadata = { title: 'tenpai: Next.js app' };

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
