/**
 * The Azure Administration course page (docs/product.md section 2): five hands-on tutorials, in the order a
 * new administrator meets them: sign in, organise, build a Windows VM, connect to it, build a Linux VM.
 */
export type Tutorial = {
  /** The section's anchor on the page. */
  id: string;
  /** The link text in the tutorial list. */
  linkText: string;
  title: string;
  duration: string;
  summary: string;
  steps: string[];
};

export const azureAdminTutorials: Tutorial[] = [
  {
    id: "login",
    linkText: "Log in to the Azure portal",
    title: "Log in to the Azure portal",
    duration: "10 min",
    summary:
      "Everything else starts here. You sign in with a work or personal Microsoft account, check which directory and subscription you are working in, and pin the services you will use every day so the portal opens where you need it.",
    steps: [
      "Open portal.azure.com and sign in; approve the multi-factor prompt if your organisation uses one.",
      "Use Settings, Directories + subscriptions to confirm the tenant and the subscription for the lab.",
      "Search for Resource groups and Virtual machines and add both to your favourites.",
      "Open Cloud Shell once so that its storage account is created before you need it.",
    ],
  },
  {
    id: "resource-group",
    linkText: "Create a resource group",
    title: "Create a resource group",
    duration: "10 min",
    summary:
      "A resource group is the folder your lab lives in: every resource you create later goes into it, and deleting it at the end removes them all in one step. You choose a clear name, a region close to you and tags that say who owns it.",
    steps: [
      "Open Resource groups and choose Create.",
      "Pick the lab subscription, name the group rg-azure-admin-lab and choose a nearby region.",
      "Add the tags owner and course so that the cost report shows where the money goes.",
      "Review and create, then open the empty group: this is where the next tutorials build.",
    ],
  },
  {
    id: "windows-vm",
    linkText: "Create a Windows virtual machine",
    title: "Create a Windows virtual machine",
    duration: "20 min",
    summary:
      "You deploy a Windows Server virtual machine into the resource group, choosing a size that fits the lab budget, an administrator account with a strong password, and a network rule that lets only remote desktop in.",
    steps: [
      "In Virtual machines choose Create, Azure virtual machine, and select rg-azure-admin-lab.",
      "Name it vm-win-lab, choose a Windows Server Datacenter image and a small B-series size.",
      "Create the administrator user name and password; keep them in your password manager.",
      "Allow inbound port 3389 only, then review and create and wait for the deployment to finish.",
    ],
  },
  {
    id: "connect",
    linkText: "Connect to the Windows virtual machine",
    title: "Connect to the Windows virtual machine",
    duration: "15 min",
    summary:
      "With the machine running, you download its remote desktop file, sign in with the administrator account and check the server from the inside. You also learn why opening RDP to the whole internet is only acceptable in a short lab, and what Azure Bastion replaces it with.",
    steps: [
      "Open vm-win-lab, choose Connect, then RDP, and download the .rdp file.",
      "Open the file, accept the certificate warning for this lab and sign in with the administrator account.",
      "Open Server Manager and confirm the computer name and the private IP address.",
      "Stop the machine from the portal when you finish so that it stops costing compute time.",
    ],
  },
  {
    id: "ubuntu-vm",
    linkText: "Create an Ubuntu virtual machine",
    title: "Create an Ubuntu virtual machine",
    duration: "20 min",
    summary:
      "Linux machines use SSH keys instead of passwords. You create an Ubuntu Server virtual machine with a new key pair, connect to it from Cloud Shell or your own terminal, and install a web server to prove that it works.",
    steps: [
      "Create a virtual machine named vm-ubuntu-lab with an Ubuntu Server LTS image in the same group.",
      "Choose SSH public key authentication, let Azure generate a new key pair and download the private key.",
      "Allow inbound port 22 only, create the machine, then connect with ssh -i and the public IP address.",
      "Run sudo apt update and sudo apt install nginx, and delete the resource group when the lab is over.",
    ],
  },
];

export const azureAdminFacts = {
  outcomes: [
    "Manage identities, subscriptions and governance with Microsoft Entra ID and Azure Policy",
    "Deploy and secure Windows and Linux virtual machines",
    "Configure virtual networks, storage accounts and backups",
    "Monitor resources and control costs",
  ],
};
