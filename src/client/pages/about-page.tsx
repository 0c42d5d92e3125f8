import { clsx } from 'clsx';
import { Info, ShieldAlert, ShieldCheck, Tag, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '@/client/lib/use-document-title';

const tones = {
  blue: 'border-sky-200 bg-sky-50 [&_svg]:text-sky-700',
  green: 'border-emerald-200 bg-emerald-50 [&_svg]:text-emerald-700',
  zinc: 'border-zinc-200 bg-zinc-50 [&_svg]:text-zinc-700',
  amber: 'border-amber-200 bg-amber-50 [&_svg]:text-amber-700',
} as const;

function Notice({
  icon: Icon,
  title,
  tone,
  id,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone: keyof typeof tones;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={clsx('scroll-mt-20 rounded-2xl border p-5 sm:p-6', tones[tone])}>
      <h2 className="flex items-center gap-2.5 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-zinc-800">{children}</div>
    </section>
  );
}

/**
 * docs/product.md, Overview and About page: what Rotation is, what it does not do, and how to trade
 * safely.
 */
export default function AboutPage() {
  useDocumentTitle('About');
  // The page loads after the browser looked for the anchor (a chat warning links to #safety).
  useEffect(() => {
    if (window.location.hash === '#safety') document.getElementById('safety')?.scrollIntoView();
  }, []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">About Rotation</h1>
      <p className="mt-4 text-lg text-zinc-600">
        Rotation is a peer-to-peer marketplace for second-hand streetwear: sell what you no longer
        wear, and find the pieces you have been hunting for, directly with other people.
      </p>

      <div className="mt-8 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-zinc-900 p-5 text-white">
          <p className="text-3xl font-bold">0%</p>
          <p className="mt-1 text-sm text-zinc-300">fees for buyers</p>
        </div>
        <div className="rounded-2xl bg-zinc-900 p-5 text-white">
          <p className="text-3xl font-bold">0%</p>
          <p className="mt-1 text-sm text-zinc-300">fees for sellers</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-zinc-600">
        Rotation charges no fees on either side. The price you agree on is the price you pay.
      </p>

      <div className="mt-10 grid gap-5">
        <Notice icon={Info} title="How it works" tone="blue">
          <p>
            Sellers list an item with photos, its size, condition and an asking price in US dollars.
            Buyers message the seller to ask questions and agree on a price, then the two of them
            arrange payment and shipping (or a meetup) between themselves.
          </p>
          <p>
            Looking for something specific? Post a Want to Buy request with your size and budget,
            and sellers who have it can message you.
          </p>
        </Notice>

        <Notice icon={ShieldCheck} title="Buyer protection" tone="green">
          <p>
            Rotation handles no payments, so we cannot hold, refund or recover money for you. Pay
            through a buyer-protected payment service, such as PayPal Goods &amp; Services, so you
            can claim your money back if an item never arrives or is not as described.
          </p>
          <p>
            Be wary of payment methods without protection (friends-and-family transfers, bank
            transfers, gift cards or crypto) when buying from someone you do not know. Look at the
            seller&rsquo;s profile and ask for extra photos before you pay.
          </p>
        </Notice>

        <Notice icon={ShieldAlert} title="Staying safe" tone="amber" id="safety">
          <p>
            Most resale scams follow the same few steps. Rotation warns you under a message that
            shows one of them, but only you can decide whom to trust.
          </p>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              <strong>Pay with buyer protection</strong>, such as PayPal Goods &amp; Services. A
              seller who asks for Friends and Family, a &ldquo;gift&rdquo; payment, Zelle, Cash App,
              Venmo, crypto or a bank transfer is asking you to give up any way to get your money
              back.
            </li>
            <li>
              <strong>Ask for a tagged photo</strong>: the item next to a note with their username
              and today&rsquo;s date. Stolen photos cannot do that. In a conversation, More actions
              then Request a tagged photo sends the request for you.
            </li>
            <li>
              <strong>Keep the conversation here</strong>, where it is on record. Be wary of anyone
              who wants to move to WhatsApp, Telegram, text messages or e-mail, or who sends links
              to other sites.
            </li>
            <li>
              <strong>Look at who you are dealing with</strong>: the conversation shows how long
              they have had their account and their confirmed deals. A brand-new account with a
              great price deserves extra care.
            </li>
            <li>
              <strong>Report</strong> a listing, request, person or message that looks wrong.
              Moderators review every report.
            </li>
          </ul>
        </Notice>

        <Notice icon={Tag} title="Seller guidelines" tone="zinc">
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              Only list items you own and have the right to sell. No counterfeits or replicas.
            </li>
            <li>Use your own photos of the actual item, and show any flaws.</li>
            <li>
              Describe the condition honestly and add measurements (pit to pit, length) where they
              help.
            </li>
            <li>Mark an item as sold as soon as it is gone, so nobody asks after it.</li>
            <li>Ship promptly with tracking, and keep proof of postage.</li>
          </ul>
        </Notice>

        <Notice icon={TriangleAlert} title="Disclaimer" tone="amber">
          <p>
            Rotation is a place to list items and talk, not a party to any sale. We do not
            authenticate items, verify sellers or buyers, hold payments, or mediate disputes. Every
            deal is between the buyer and the seller, at their own risk; if something goes wrong,
            your recourse is your payment service&rsquo;s buyer protection.
          </p>
        </Notice>
      </div>
    </div>
  );
}
